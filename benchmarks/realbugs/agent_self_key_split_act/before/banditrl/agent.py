import jax


class SamplingAgent:
    """Samples an arm from the policy; keeps its own PRNG key so callers need not thread one."""

    def __init__(self, policy, seed):
        self.policy = policy
        self.key = jax.random.PRNGKey(seed)
        self.act = jax.jit(self._act)

    def _act(self, params, context):
        self.key, sample_key = jax.random.split(self.key)  # expect: JXL202
        return jax.random.categorical(sample_key, self.policy.logits(params, context))
