import jax
import jax.numpy as jnp


class NestedSampler:
    """A crude nested sampler: replace the worst live point by a constrained uniform draw each step."""

    def __init__(self, model, num_live_points=32):
        self.model = model
        self.num_live_points = num_live_points

    def _run(self, key, num_steps):
        model = self.model
        key, init_key = jax.random.split(key)
        live_U = jax.random.uniform(init_key, (self.num_live_points, model.dim))
        live_L = jax.vmap(model.forward)(live_U)

        def body(carry, step_key):
            live_U, live_L = carry
            worst = jnp.argmin(live_L)
            proposals = jax.random.uniform(step_key, (64, model.dim))
            proposal_L = jax.vmap(model.forward)(proposals)
            best = jnp.argmax(jnp.where(proposal_L > live_L[worst], proposal_L, -jnp.inf))
            live_U = live_U.at[worst].set(proposals[best])
            dead = live_L[worst]
            live_L = live_L.at[worst].set(proposal_L[best])
            return (live_U, live_L), dead

        (live_U, live_L), dead = jax.lax.scan(body, (live_U, live_L), jax.random.split(key, num_steps))
        return dead, live_L

    def __call__(self, key, num_steps=50):
        return jax.jit(self._run, static_argnums=1)(key, num_steps)
