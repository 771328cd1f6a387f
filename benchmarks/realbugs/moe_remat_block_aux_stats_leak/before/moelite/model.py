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
        self.stats = {"aux_loss": 0.0}
        self._block = jax.checkpoint(self.block) if remat else self.block

    def block(self, layer, h):
        probs = route(layer["router"], h)
        self.stats["aux_loss"] += load_balance_penalty(probs)  # expect: JXL202
        expert_out = jnp.tanh(jnp.einsum("nw,ewv->nev", h, layer["experts"]))
        return h + jnp.einsum("ne,nev->nv", probs, expert_out)

    def __call__(self, layers, x):
        self.stats["aux_loss"] = 0.0
        for layer in layers:
            x = self._block(layer, x)
        return x
