import jax
import jax.numpy as jnp


def init_rnn(key, hidden=24):
    k_in, k_rec, k_out = jax.random.split(key, 3)
    return {"w_in": jax.random.normal(k_in, (1, hidden)),
            "w_rec": 1.5 * jax.random.normal(k_rec, (hidden, hidden)) / jnp.sqrt(hidden),
            "w_out": jax.random.normal(k_out, (hidden, 1)) / jnp.sqrt(hidden)}


def rnn_predict(params, inputs):
    """inputs: (batch, time, 1); predicts the running sum's sign at the last step."""
    def cell(h, x_t):
        h = jnp.tanh(x_t @ params["w_in"] + h @ params["w_rec"])
        return h, None

    h0 = jnp.zeros((inputs.shape[0], params["w_rec"].shape[0]))
    h_last, _ = jax.lax.scan(cell, h0, jnp.swapaxes(inputs, 0, 1))
    return (h_last @ params["w_out"])[:, 0]


def sequence_loss(params, inputs, targets):
    return jnp.mean((rnn_predict(params, inputs) - targets) ** 2)
