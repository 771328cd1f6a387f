import jax


class VectorEnv:
    """Steps a batch of boards at once."""

    def __init__(self, env):
        self.env = env
        self.reset = jax.jit(jax.vmap(env.reset))
        self.step = jax.jit(jax.vmap(env.step))
