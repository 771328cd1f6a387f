import jax
import jax.numpy as jnp

from mixtrain.classifier import init_cnn_head
from mixtrain.steps import MixupTrainer


def fake_images(key, n, image_size=16, num_classes=10):
    k_y, k_x = jax.random.split(key)
    labels = jax.random.randint(k_y, (n,), 0, num_classes)
    base = jnp.sin(jnp.linspace(0, 3, image_size * image_size)[None, :] * (labels[:, None] + 1))
    noise = 0.3 * jax.random.normal(k_x, (n, image_size * image_size))
    return (base + noise).reshape(n, image_size, image_size), labels


def main(num_steps=6, batch_size=64):
    key = jax.random.PRNGKey(0)
    key, data_key, init_key = jax.random.split(key, 3)
    images, labels = fake_images(data_key, 1024)
    params = init_cnn_head(init_key)
    trainer = MixupTrainer()
    lambdas = []
    for i in range(num_steps):
        key, sub = jax.random.split(key)
        start = i * batch_size
        params, metrics = trainer.step(params, images[start:start + batch_size], labels[start:start + batch_size], sub)
        lambdas.append(float(metrics["lambda"]))
        print(f"step {i}: loss {float(metrics['loss']):.4f}, mixup lambda {lambdas[-1]:.3f}")
    return lambdas


if __name__ == "__main__":
    main()
