import jax
import jax.numpy as jnp

from multitask.loop import Validator, fit, make_train_step
from multitask.model import TwoLayerNet


def target(x):
    return jnp.sin(x[:, 0]) * x[:, 1]


def sample(key, n, scale):
    x = scale * jax.random.normal(key, (n, 2))
    return x, target(x)


def main(num_epochs=4):
    keys = jax.random.split(jax.random.PRNGKey(0), 6)
    train_batches = [sample(k, 64, 1.0) for k in keys[:3]]
    validator = Validator(TwoLayerNet(2, 32), {
        "in_distribution": sample(keys[3], 200, 1.0),
        "wide": sample(keys[4], 200, 2.0),
        "narrow": sample(keys[5], 200, 0.5),
    })
    train_step = make_train_step(validator.model, learning_rate=0.1)
    params = validator.model.init(jax.random.PRNGKey(1))
    params, history = fit(train_step, validator, params, train_batches, num_epochs)
    return validator, params, history


if __name__ == "__main__":
    print(main()[-1][-1])
