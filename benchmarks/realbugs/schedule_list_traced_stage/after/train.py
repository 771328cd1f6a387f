import jax
import jax.numpy as jnp

from schedules import PiecewiseConstantSchedule

schedule = PiecewiseConstantSchedule(boundaries=[100, 200], values=[1e-2, 1e-3, 1e-4])


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, step, x, y):
    grads = jax.grad(loss_fn)(w, x, y)
    return w - schedule(step) * grads, step + 1


def fit(x, y, num_steps=5):
    w, step = jnp.zeros(x.shape[1]), jnp.asarray(0)
    for _ in range(num_steps):
        w, step = train_step(w, step, x, y)
    return w, step
