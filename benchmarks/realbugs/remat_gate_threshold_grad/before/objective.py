"""Sensitivity of a gated sum to each activation."""
import jax

from gating import soft_gate


def gated_total(activations, threshold=1.0):
    total = 0.0
    for z in activations:
        total = total + soft_gate(z, threshold)
    return total


gated_total_grad = jax.grad(gated_total)
