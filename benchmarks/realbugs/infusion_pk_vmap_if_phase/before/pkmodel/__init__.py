from pkmodel.compartment import OneCompartmentInfusion
from pkmodel.regimen import Infusion

__all__ = ["Infusion", "OneCompartmentInfusion"]
