"""Base class of the JAX backend's nodes: a state dict carried through a scan over time steps."""

from functools import partial

import jax
import jax.numpy as jnp


class Node:
    input_dim: int
    output_dim: int

    def initial_state(self) -> dict:
        return {"out": jnp.zeros(self.output_dim)}

    def _step(self, state: dict, x: jax.Array) -> tuple[dict, jax.Array]:
        raise NotImplementedError

    def run(self, timeseries) -> jax.Array:
        """Outputs of the node for every time step of a (timesteps, input_dim) series."""
        series = jnp.asarray(timeseries, dtype=jnp.float32)
        _, outputs = _scan_steps(self, self.initial_state(), series)
        return outputs


@partial(jax.jit, static_argnums=0)
def _scan_steps(node: Node, state: dict, series: jax.Array):
    return jax.lax.scan(node._step, state, series)
