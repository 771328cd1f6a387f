from .backward import backward_induction

__all__ = ["backward_induction"]
