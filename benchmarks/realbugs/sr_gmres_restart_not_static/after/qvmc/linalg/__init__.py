from qvmc.linalg.krylov import gmres

__all__ = ["gmres"]
