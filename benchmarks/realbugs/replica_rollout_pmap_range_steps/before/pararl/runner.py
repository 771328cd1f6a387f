import jax
import jax.numpy as jnp

from pararl.dynamics import rollout


class ParallelRunner:
    """Evaluates one policy per device, each from its own start state."""

    def __init__(self, horizon=20):
        self.horizon = horizon
        self.num_replicas = jax.local_device_count()
        self._rollout = jax.pmap(rollout)

    def evaluate(self, params, start_states):
        params = jnp.broadcast_to(params, (self.num_replicas,) + params.shape)
        horizons = jnp.full((self.num_replicas,), self.horizon)
        return self._rollout(params, start_states, horizons)
