import os


class CSVMetricsWriter:
    """Appends `step,name,value` rows to metrics.csv in the run directory, next to the checkpoints."""

    def __init__(self, run_dir):
        os.makedirs(run_dir, exist_ok=True)
        self.path = os.path.join(run_dir, "metrics.csv")
        # line-buffered, so that a crashed run keeps every row written so far
        self._handle = open(self.path, "w", buffering=1)
        self._handle.write("step,name,value\n")

    def write_scalars(self, step, scalars):
        for name, value in scalars.items():
            self._handle.write(f"{step},{name},{value}\n")

    def close(self):
        self._handle.close()

    def read(self):
        with open(self.path) as handle:
            return handle.read().splitlines()[1:]
