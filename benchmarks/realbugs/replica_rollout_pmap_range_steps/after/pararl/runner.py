from functools import partial

import jax
import jax.numpy as jnp

from pararl.dynamics import rollout


class ParallelRunner:
    """Evaluates one policy per device, each from its own start state."""

    def __init__(self, horizon=20):
        self.horizon = horizon
        self.num_replicas = jax.local_device_count()
        # The horizon sets how many steps are traced: bind it as a Python int, do not map it.
        self._rollout = jax.pmap(partial(rollout, horizon=horizon))

    def evaluate(self, params, start_states):
        params = jnp.broadcast_to(params, (self.num_replicas,) + params.shape)
        return self._rollout(params, start_states)
