import equinox as eqx
import jax
import jax.numpy as jnp


class EchoStateNetwork(eqx.Module):
    w_in: jax.Array
    w_res: jax.Array
    w_out: jax.Array
    leak: float = eqx.field(static=True)

    def __init__(self, data_dim, res_dim, key, spectral_radius=0.9, leak=0.6):
        k_in, k_res = jax.random.split(key)
        w_res = jax.random.normal(k_res, (res_dim, res_dim)) / jnp.sqrt(res_dim)
        self.w_res = spectral_radius * w_res / jnp.max(jnp.abs(jnp.linalg.eigvals(w_res)))
        self.w_in = 0.1 * jax.random.uniform(k_in, (res_dim, data_dim), minval=-1.0, maxval=1.0)
        self.w_out = jnp.zeros((data_dim, res_dim))
        self.leak = leak

    def step(self, r, u):
        return (1.0 - self.leak) * r + self.leak * jnp.tanh(self.w_res @ r + self.w_in @ u)

    def readout(self, r):
        return self.w_out @ r

    def teacher_force(self, r, inputs):
        def body(r, u):
            r = self.step(r, u)
            return r, r

        return jax.lax.scan(body, r, inputs)

    def forecast(self, r, horizon):
        """Closed-loop prediction: each output is fed back as the next input."""
        outputs = []
        for _ in range(horizon):  # expect: JXL105
            u = self.readout(r)
            outputs.append(u)
            r = self.step(r, u)
        return jnp.stack(outputs)
