import jax

from imgtrain import Trainer

NUM_PIXELS = 16
NUM_CLASSES = 3


def make_batch(seed):
    image_key, label_key = jax.random.split(jax.random.PRNGKey(seed))
    images = jax.random.uniform(image_key, (32, NUM_PIXELS))
    labels = jax.nn.one_hot(jax.random.randint(label_key, (32,), 0, NUM_CLASSES), NUM_CLASSES)
    return images, labels


def main(num_steps):
    trainer = Trainer(NUM_PIXELS, NUM_CLASSES, noise_sigma=0.05, learning_rate=0.5, seed=0)
    for step in range(num_steps):
        loss = trainer.fit_batch(*make_batch(step))
        print(f"step {step}: loss {float(loss):.4f}")
    return trainer


if __name__ == "__main__":
    main(num_steps=10)
