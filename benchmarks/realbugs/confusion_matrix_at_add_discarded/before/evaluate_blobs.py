import numpy as np

from evalkit.confusion import ConfusionMatrix
from evalkit.model import SoftmaxClassifier

CLASSES, FEATURES = 5, 8


def blob_batches(num_batches, rng, batch_size=100):
    centres = np.linspace(-3.0, 3.0, CLASSES)[:, None] * np.ones(FEATURES)
    batches = []
    for _ in range(num_batches):
        y = rng.integers(0, CLASSES, batch_size)
        batches.append(((centres[y] + 1.5 * rng.normal(size=(batch_size, FEATURES))).astype(np.float32), y))
    return batches


def main(num_epochs=30):
    rng = np.random.default_rng(0)
    train, test = blob_batches(20, rng), blob_batches(10, rng)
    model = SoftmaxClassifier(FEATURES, CLASSES)
    params = model.fit(model.init(), train, num_epochs)
    confusion = ConfusionMatrix(CLASSES)
    correct = 0
    for x, y in test:
        predictions = model.predict(params, x)
        confusion.update(predictions, y)
        correct += int(np.sum(np.asarray(predictions) == y))
    return confusion, correct / sum(len(y) for _, y in test)


if __name__ == "__main__":
    confusion, accuracy = main()
    print(confusion.matrix)
    print("recall", np.round(confusion.recall_list(), 3), "precision", np.round(confusion.precision_list(), 3))
