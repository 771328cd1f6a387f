from opsys.compile import compile_rhs

__all__ = ["compile_rhs"]
