/* mkdocs-material's partials/javascripts/base.html (9.8.2), moved out of the page because the
   site's Content-Security-Policy forbids inline script.  The scope the template wrote into
   the code comes from the script tag's data-scope.  tests/site/test_csp.py compares this
   code with the installed Material's. */
__md_scope=new URL(document.currentScript.dataset.scope,location),__md_hash=e=>[...e].reduce(((e,_)=>(e<<5)-e+_.charCodeAt(0)),0),__md_get=(e,_=localStorage,t=__md_scope)=>JSON.parse(_.getItem(t.pathname+"."+e)),__md_set=(e,_,t=localStorage,a=__md_scope)=>{try{t.setItem(a.pathname+"."+e,JSON.stringify(_))}catch(e){}}
