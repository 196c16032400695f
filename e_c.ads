pragma Ada_2012;

pragma Style_Checks (Off);
pragma Warnings (Off, "-gnatwu");

with Interfaces.C; use Interfaces.C;

package e_c is

   x : aliased int  -- /tmp/wrong-lang-QYrVE5/e.c:1
   with Import => True, 
        Convention => C, 
        External_Name => "x";

end e_c;

pragma Style_Checks (On);
pragma Warnings (On, "-gnatwu");
