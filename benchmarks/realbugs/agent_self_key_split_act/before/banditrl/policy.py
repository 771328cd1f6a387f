import jax.numpy as jnp


class SoftmaxPolicy:
    def __init__(self, num_arms):
        self.num_arms = num_arms

    def init(self):
        return jnp.zeros(self.num_arms)

    def logits(self, params, context):
        return params + 0.0 * jnp.sum(context)
