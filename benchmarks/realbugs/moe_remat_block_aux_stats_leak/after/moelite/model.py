"""A stack of mixture-of-experts blocks, each rematerialised on the backward pass."""

import jax
import jax.numpy as jnp

from moelite.routing import load_balance_penalty, route


def init_layer(key, width, experts):
    k1, k2 = jax.random.split(key)
    return {"router": jax.random.normal(k1, (width, experts)) * 0.1,
            "experts": jax.random.normal(k2, (experts, width, width)) / jnp.sqrt(width)}


class MoEStack:
    def __init__(self, remat=True):
        self._block = jax.checkpoint(self.block) if remat else self.block

    def block(self, layer, h):
        probs = route(layer["router"], h)
        expert_out = jnp.tanh(jnp.einsum("nw,ewv->nev", h, layer["experts"]))
        # The penalty is returned, not stored: a value written from inside checkpoint escapes its trace.
        return h + jnp.einsum("ne,nev->nv", probs, expert_out), load_balance_penalty(probs)

    def __call__(self, layers, x):
        aux_loss = 0.0
        for layer in layers:
            x, penalty = self._block(layer, x)
            aux_loss = aux_loss + penalty
        return x, aux_loss
