import jax
import jax.numpy as jnp

from dpreg.trainer import DataParallelTrainer


def make_data(key, num_samples=512, num_features=3):
    x_key, noise_key = jax.random.split(key)
    x = jax.random.normal(x_key, (num_samples, num_features))
    true_w = jnp.array([[2.0], [-1.0], [0.5]])
    y = x @ true_w + 1.0 + 0.1 * jax.random.normal(noise_key, (num_samples, 1))
    return x, y


def main(num_epochs=12):
    print("devices:", jax.local_device_count())
    x, y = make_data(jax.random.PRNGKey(0))
    params = (jnp.zeros((3, 1)), jnp.zeros((1,)))
    trainer = DataParallelTrainer(base_lr=0.1)
    params, history = trainer.fit(params, x, y, num_epochs)
    print("loss per epoch:", ["%.4f" % loss for loss in history])
    return trainer, params, (x, y)


if __name__ == "__main__":
    main()
