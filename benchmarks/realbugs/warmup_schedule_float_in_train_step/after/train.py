import jax
import jax.numpy as jnp

from warmtrain.model import init_params
from warmtrain.schedules import LinearWarmup
from warmtrain.trainer import Trainer, TrainState


def make_data(key, num_samples=256, num_features=8):
    x_key, noise_key = jax.random.split(key)
    x = jax.random.normal(x_key, (num_samples, num_features))
    true_w = jnp.arange(1.0, num_features + 1.0) / num_features
    y = x @ true_w + 0.05 * jax.random.normal(noise_key, (num_samples,))
    return x, y


def main(num_steps=60):
    key = jax.random.PRNGKey(0)
    data_key, init_key = jax.random.split(key)
    x, y = make_data(data_key)
    trainer = Trainer(LinearWarmup(init_value=0.0, peak_value=0.1, warmup_steps=20))
    state = TrainState(init_params(init_key, x.shape[1]), jnp.array(0))
    state, losses = trainer.fit(state, x, y, num_steps)
    print("first loss %.4f, last loss %.4f" % (losses[0], losses[-1]))
    return state, losses


if __name__ == "__main__":
    main()
