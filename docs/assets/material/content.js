/* mkdocs-material's partials/javascripts/content.html (9.8.2) as a file (the site's CSP
   forbids inline script); the tabs part runs where the tag says content.tabs.link is on. */
if(document.currentScript.dataset.tabsLink==="true"){var tabs=__md_get("__tabs");if(Array.isArray(tabs))e:for(var set of document.querySelectorAll(".tabbed-set")){var labels=set.querySelector(".tabbed-labels");for(var tab of tabs)for(var label of labels.getElementsByTagName("label"))if(label.innerText.trim()===tab){var input=document.getElementById(label.htmlFor);input.checked=!0;continue e}}}
var target=document.getElementById(location.hash.slice(1));target&&target.name&&(target.checked=target.name.startsWith("__tabbed_"))
