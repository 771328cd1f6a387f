import jax

from cifar_aug.classifier import AugmentedTrainer, init_linear


def make_images(key, n=64, size=16):
    label_key, noise_key = jax.random.split(key)
    labels = jax.random.randint(label_key, (n,), 0, 2)
    images = 0.3 * jax.random.normal(noise_key, (n, size, size, 3))
    images = images.at[:, 4:12, 4:12, 0].add(labels[:, None, None] * 1.0)
    return images, labels


def main(steps=50):
    key = jax.random.PRNGKey(0)
    data_key, init_key, key = jax.random.split(key, 3)
    images, labels = make_images(data_key)
    params = init_linear(init_key, 16, 16, 3, 2)
    trainer = AugmentedTrainer()
    losses = []
    for _ in range(steps):
        key, step_key = jax.random.split(key)
        params, loss = trainer.train_step(params, images, labels, step_key)
        losses.append(float(loss))
    return images, losses


if __name__ == "__main__":
    _, losses = main()
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}")
