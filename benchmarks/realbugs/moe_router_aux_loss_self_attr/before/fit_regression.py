import jax
import jax.numpy as jnp

from switchmoe.layer import MoEFeedForward
from switchmoe.train import make_train_step

D_MODEL = 16


def make_batch(key, n=256):
    k_x, k_noise = jax.random.split(key)
    x = jax.random.normal(k_x, (n, D_MODEL))
    y = jnp.where(x[:, :1] > 0, jnp.sin(x), jnp.cos(x)) + 0.05 * jax.random.normal(k_noise, x.shape)
    return x, y


def main(num_steps=20, log_every=5):
    layer = MoEFeedForward(D_MODEL, 32, num_experts=4, k=2)
    params = layer.init(jax.random.PRNGKey(0))
    train_step = make_train_step(layer)
    key = jax.random.PRNGKey(1)
    history = []
    for step in range(num_steps):
        key, sub = jax.random.split(key)
        params, loss = train_step(params, *make_batch(sub))
        if step % log_every == 0:
            balance = float(layer.router.aux_loss)
            history.append((float(loss), balance))
            print(f"step {step}: loss {float(loss):.4f}, load-balance loss {balance:.4f}")
    return history


if __name__ == "__main__":
    main()
