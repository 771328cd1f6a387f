from typing import NamedTuple

import jax
import jax.numpy as jnp


class LineSearchState(NamedTuple):
    step_size: jax.Array
    value: jax.Array


class BacktrackingLineSearch:
    def __init__(self, value_fn, decrease_factor=0.5, max_steps=20):
        self.value_fn = value_fn
        self.decrease_factor = decrease_factor
        self.max_steps = max_steps

    def update(self, params, grads):
        value = self.value_fn(params)
        slope = sum(jnp.vdot(g, g) for g in jax.tree_util.tree_leaves(grads))

        def candidate(step_size):
            return jax.tree_util.tree_map(lambda p, g: p - step_size * g, params, grads)

        def cond_fn(state):
            return state.value > value - 1e-4 * state.step_size * slope

        def body_fn(state):
            step_size = state.step_size * self.decrease_factor
            return LineSearchState(step_size, self.value_fn(candidate(step_size)))

        init = LineSearchState(jnp.asarray(1.0), self.value_fn(candidate(1.0)))
        state = jax.lax.while_loop(cond_fn, body_fn, init)  # expect: JXL504
        return candidate(state.step_size)
