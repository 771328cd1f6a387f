import jax
import jax.numpy as jnp

from mixcls.trainer import MixupTrainer


def make_data(key, num=256, num_classes=4, size=4):
    label_key, noise_key = jax.random.split(key)
    classes = jax.random.randint(label_key, (num,), 0, num_classes)
    images = jax.nn.one_hot(classes, size * size).reshape(num, size, size)
    images = images + 0.3 * jax.random.normal(noise_key, images.shape)
    return images, jax.nn.one_hot(classes, num_classes)


def main(num_steps=50, batch_size=32):
    key = jax.random.PRNGKey(0)
    key, data_key = jax.random.split(key)
    images, labels = make_data(data_key)
    params = {"w": jnp.zeros((16, 4)), "b": jnp.zeros(4)}
    trainer = MixupTrainer()
    losses = []
    for step in range(num_steps):
        key, step_key = jax.random.split(key)
        start = (step * batch_size) % images.shape[0]
        params, loss = trainer.train_step(params, step_key, images[start:start + batch_size],
                                          labels[start:start + batch_size])
        losses.append(float(loss))
    return trainer, losses


if __name__ == "__main__":
    _, history = main()
    print(f"mixup loss {history[0]:.3f} -> {history[-1]:.3f}")
