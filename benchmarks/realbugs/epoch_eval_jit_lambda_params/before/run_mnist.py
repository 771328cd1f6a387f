import jax

from mnistlite.model import init_params
from mnistlite.train import fit


def make_data(key, count):
    x_key, w_key = jax.random.split(key)
    x = jax.random.normal(x_key, (count, 20))
    y = jax.numpy.argmax(x @ jax.random.normal(w_key, (20, 4)), axis=-1)
    return x, y


def main(epochs=3):
    params = init_params(jax.random.PRNGKey(0))
    data = make_data(jax.random.PRNGKey(1), 600)
    train_set = (data[0][:500], data[1][:500])
    test_set = (data[0][500:], data[1][500:])
    return fit(params, train_set, test_set, epochs)


if __name__ == "__main__":
    print(main()[1])
