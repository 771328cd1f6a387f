from meshops.mesh import TriMesh

__all__ = ["TriMesh"]
