from .blocks import residual_block, residual_stack

__all__ = ["residual_block", "residual_stack"]
