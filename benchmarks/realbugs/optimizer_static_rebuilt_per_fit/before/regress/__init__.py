from regress.trainer import fit

__all__ = ["fit"]
