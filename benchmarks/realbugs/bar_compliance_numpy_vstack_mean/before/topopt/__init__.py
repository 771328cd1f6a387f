from topopt.mesh import BarMesh
from topopt.optimize import ProjectedGradient
from topopt.problem import ComplianceProblem

__all__ = ["BarMesh", "ComplianceProblem", "ProjectedGradient"]
