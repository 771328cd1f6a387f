import jax
import jax.numpy as jnp

from .gates import discretize, softplus


class SelectiveSSM:
    """A single-channel selective state-space layer: the step size, B and C depend on the current input."""

    def __init__(self, d_model, state_size=8):
        self.d_model = d_model
        self.state_size = state_size

    def init(self, key):
        k_in, k_b, k_c, k_dt, k_out = jax.random.split(key, 5)
        d, n = self.d_model, self.state_size
        return {
            "log_neg_a": jnp.log(jnp.arange(1, n + 1, dtype=jnp.float32)),
            "w_in": jax.random.normal(k_in, (d,)) / jnp.sqrt(d),
            "w_b": jax.random.normal(k_b, (d, n)) / jnp.sqrt(d),
            "w_c": jax.random.normal(k_c, (d, n)) / jnp.sqrt(d),
            "w_dt": jax.random.normal(k_dt, (d,)) / jnp.sqrt(d),
            "b_dt": jnp.float32(-2.0),
            "w_out": jax.random.normal(k_out, (d,)) * 0.1,
        }

    def __call__(self, params, xs):
        a_diag = -jnp.exp(params["log_neg_a"])

        def step(h, x_t):
            dt = softplus(x_t @ params["w_dt"] + params["b_dt"])
            a_bar, b_bar = discretize(a_diag, x_t @ params["w_b"], dt)
            h = a_bar * h + b_bar * (x_t @ params["w_in"])
            return h, h @ (x_t @ params["w_c"])

        _, ys = jax.lax.scan(step, jnp.zeros(self.state_size), xs)
        return xs + ys[:, None] * params["w_out"][None, :]
