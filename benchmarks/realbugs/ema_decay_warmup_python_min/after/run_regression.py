import jax
import jax.numpy as jnp

from polyak.ema import ParamEMA
from polyak.net import init_mlp
from polyak.train import create_state, loss_fn, make_train_step


def main(num_steps=200):
    key = jax.random.PRNGKey(1)
    data_key, init_key = jax.random.split(key)
    x = jax.random.uniform(data_key, (128, 1), minval=-2.0, maxval=2.0)
    y = jnp.sin(2.0 * x)
    ema = ParamEMA(max_decay=0.99)
    state = create_state(init_mlp(init_key, [1, 32, 32, 1]), ema)
    train_step = make_train_step(0.05, ema)
    for _ in range(num_steps):
        state, _ = train_step(state, x, y)
    print("train loss %.4f, ema loss %.4f" % (loss_fn(state.params, x, y), loss_fn(state.ema_params, x, y)))
    return state, x, y


if __name__ == "__main__":
    main()
