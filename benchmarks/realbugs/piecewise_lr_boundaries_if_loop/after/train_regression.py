import jax
import jax.numpy as jnp

from sgdkit.optim import MomentumSGD
from sgdkit.schedules import PiecewiseConstantSchedule


def mse(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


def make_train_step(optimizer):
    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(mse)(params, x, y)
        params, opt_state = optimizer.update(params, grads, opt_state)
        return params, opt_state, loss

    return train_step


def main():
    optimizer = MomentumSGD(PiecewiseConstantSchedule(boundaries=[2, 4], values=[0.05, 0.01, 0.001]))
    k_x, k_w = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(k_x, (64, 3))
    y = x @ jax.random.normal(k_w, (3,)) + 0.5
    params = {"w": jnp.zeros(3), "b": jnp.float32(0.0)}
    opt_state = optimizer.init(params)
    train_step = make_train_step(optimizer)
    losses = []
    for _ in range(5):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        losses.append(float(loss))
    return losses, int(opt_state.step)


if __name__ == "__main__":
    print(main())
