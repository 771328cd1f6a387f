import jax


class SamplingAgent:
    """Samples an arm from the policy; keeps its own PRNG key, advanced on the host after each call."""

    def __init__(self, policy, seed):
        self.policy = policy
        self.key = jax.random.PRNGKey(seed)
        self._sample = jax.jit(self._act)

    def _act(self, params, context, key):
        return jax.random.categorical(key, self.policy.logits(params, context))

    def act(self, params, context):
        self.key, sample_key = jax.random.split(self.key)
        return self._sample(params, context, sample_key)
