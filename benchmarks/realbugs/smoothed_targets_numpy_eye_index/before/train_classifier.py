import jax

from textclf.classifier import Classifier
from textclf.losses import SmoothedCrossEntropy
from textclf.model import BagOfEmbeddings


def main():
    model = BagOfEmbeddings(vocab_size=50, dim=16, num_classes=4)
    params = model.init(jax.random.key(0))
    tokens = jax.random.randint(jax.random.key(1), (32, 10), 0, 50)
    labels = tokens[:, 0] % 4
    clf = Classifier(model, SmoothedCrossEntropy(num_classes=4))
    losses = []
    for _ in range(3):
        params, loss = clf.update(params, tokens, labels)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
