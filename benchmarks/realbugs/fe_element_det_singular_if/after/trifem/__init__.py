from trifem.assembler import PoissonAssembler
from trifem.mesh import boundary_nodes, unit_square_mesh

__all__ = ["PoissonAssembler", "boundary_nodes", "unit_square_mesh"]
