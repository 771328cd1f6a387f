import jax
import jax.numpy as jnp

from regpath import RidgePath


def make_data(seed):
    key_x, key_noise = jax.random.split(jax.random.PRNGKey(seed))
    features = jax.random.normal(key_x, (64, 4))
    targets = features @ jnp.array([1.5, -2.0, 0.0, 0.5]) + 0.1 * jax.random.normal(key_noise, (64,))
    return features, targets


def main():
    model = RidgePath(penalties=[1.0, 0.3, 0.1, 0.03], learning_rate=0.1, num_iters=30)
    model.fit(*make_data(0))
    model.validation_errors(*make_data(1))
    return model


if __name__ == "__main__":
    fitted = main()
    print(fitted.validation_errors(*make_data(2)))
