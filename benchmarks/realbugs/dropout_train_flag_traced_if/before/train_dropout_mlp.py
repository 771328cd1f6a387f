import jax

from dropnet.model import TrainEvalModel
from dropnet.trainer import Trainer


def blobs(key, centers, n):
    k_y, k_x = jax.random.split(key)
    y = jax.random.randint(k_y, (n,), 0, centers.shape[0])
    return centers[y] + jax.random.normal(k_x, (n, centers.shape[1])), y


def main(num_steps=200, batch_size=64):
    key = jax.random.PRNGKey(0)
    k_centers, k_train, k_test, k_init, k_drop = jax.random.split(key, 5)
    centers = 0.5 * jax.random.normal(k_centers, (4, 20))
    x_train, y_train = blobs(k_train, centers, 2048)
    x_test, y_test = blobs(k_test, centers, 512)
    model = TrainEvalModel(in_features=20, hidden=128, num_classes=4, rate=0.5)
    trainer = Trainer(model)
    params = model.init(k_init)
    for step, k in enumerate(jax.random.split(k_drop, num_steps)):
        start = (step * batch_size) % x_train.shape[0]
        params, _ = trainer.train_step(params, x_train[start:start + batch_size],
                                       y_train[start:start + batch_size], k)
    test_loss, test_accuracy = trainer.evaluate(params, x_test, y_test)
    print(f"test loss {test_loss:.3f}, accuracy {test_accuracy:.3f}")
    return test_loss, test_accuracy


if __name__ == "__main__":
    main()
