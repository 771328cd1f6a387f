from femlite.assembly import assemble_system
from femlite.mesh import uniform_mesh

__all__ = ["assemble_system", "uniform_mesh"]
