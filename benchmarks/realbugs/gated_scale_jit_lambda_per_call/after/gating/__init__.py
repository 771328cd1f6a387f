from gating.ops import gated_scale

__all__ = ["gated_scale"]
