import jax

from digits.loop import Trainer
from digits.model import init_mlp


def make_data(key, n=600, features=16, classes=4):
    centre_key, label_key, noise_key = jax.random.split(key, 3)
    centres = 2.0 * jax.random.normal(centre_key, (classes, features))
    labels = jax.random.randint(label_key, (n,), 0, classes)
    x = centres[labels] + jax.random.normal(noise_key, (n, features))
    train = [(x[i:i + 50], labels[i:i + 50]) for i in range(0, 500, 50)]
    return train, (x[500:], labels[500:])


def main(n_epochs=12):
    train, val = make_data(jax.random.PRNGKey(0))
    params = init_mlp(jax.random.PRNGKey(1), 16, 32, 4)
    return Trainer().fit(params, train, val, n_epochs)


if __name__ == "__main__":
    main()
