import jax.numpy as jnp

HUBER_DELTA = 1.0


def huber_loss(params, x, y):
    err = x @ params["w"] + params["b"] - y
    abs_err = jnp.abs(err)
    quadratic = 0.5 * err ** 2
    linear = HUBER_DELTA * (abs_err - 0.5 * HUBER_DELTA)
    loss = jnp.mean(jnp.where(abs_err < HUBER_DELTA, quadratic, linear))
    print(f"batch loss: {loss}")  # expect: JXL201
    return loss
