"""Preview the batches the training script will see for a tiny tokenized corpus."""

from textdata.batcher import TokenBatcher

CORPUS = [[12, 7, 33, 2], [5, 9], [41, 41, 8, 19, 23, 3, 6], [14], [2, 2, 2], [30, 31, 32, 33, 34, 35, 36, 37, 38]]


def main():
    batcher = TokenBatcher(max_len=6, batch_size=2)
    for batch in batcher.batches(CORPUS):
        print(batch["inputs"].tolist(), batch["mask"].sum(axis=1).tolist())


if __name__ == "__main__":
    main()
