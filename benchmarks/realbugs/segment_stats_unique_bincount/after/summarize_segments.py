import jax

from segtools import batch_segment_stats
from segtools.stats import MAX_LABELS


def main():
    label_maps = jax.random.randint(jax.random.PRNGKey(0), (4, 16, 16), 0, MAX_LABELS)
    return batch_segment_stats(label_maps)


if __name__ == "__main__":
    counts, largest = main()
    print("segments per image:", counts, "largest segment:", largest)
