import jax


class VectorEnv:
    """Steps a batch of independent copies of an environment in one compiled call."""

    def __init__(self, env):
        self.env = env
        self.step = jax.jit(jax.vmap(env.step))
