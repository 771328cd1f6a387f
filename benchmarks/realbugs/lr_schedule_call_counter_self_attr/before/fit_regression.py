import jax
import jax.numpy as jnp

from sgdlab.optim import MomentumSGD
from sgdlab.schedules import WarmupCosineScheduler
from sgdlab.train import make_train_step, mlp_init


def make_data(key, n=512, dim=8):
    k_x, k_w, k_noise = jax.random.split(key, 3)
    x = jax.random.normal(k_x, (n, dim))
    y = jnp.sin(x @ jax.random.normal(k_w, (dim,))) + 0.05 * jax.random.normal(k_noise, (n,))
    return x, y


def main(num_steps=300, warmup_steps=30, peak_lr=0.05, batch_size=64):
    key = jax.random.PRNGKey(1)
    k_data, k_init = jax.random.split(key)
    x, y = make_data(k_data)
    optimizer = MomentumSGD(WarmupCosineScheduler(peak_lr, warmup_steps, num_steps))
    params = mlp_init(k_init)
    velocity = optimizer.init(params)
    train_step = make_train_step(optimizer)
    lrs, losses = [], []
    for i in range(num_steps):
        start = (i * batch_size) % x.shape[0]
        xb, yb = x[start:start + batch_size], y[start:start + batch_size]
        params, velocity, loss, lr = train_step(params, velocity, xb, yb)
        lrs.append(float(lr))
        losses.append(float(loss))
    print(f"lr {lrs[0]:.4f} .. {max(lrs):.4f} .. {lrs[-1]:.4f}; loss {losses[0]:.3f} -> {losses[-1]:.3f}")
    return lrs, losses


if __name__ == "__main__":
    main()
