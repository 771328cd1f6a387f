import os


class ScalarWriter:
    """A minimal TensorBoard-like event writer: one `step,tag,value` line per scalar in <logdir>/scalars.csv."""

    def __init__(self, logdir):
        os.makedirs(logdir, exist_ok=True)
        self.path = os.path.join(logdir, "scalars.csv")
        self._file = open(self.path, "a")

    def add_scalar(self, tag, value, step):
        self._file.write(f"{step},{tag},{value}\n")  # expect: JXL203
        self._file.flush()

    def close(self):
        self._file.close()


class ScalarLoggingCallback:
    """Logs the mean episode return and every training statistic at the end of each iteration."""

    def __init__(self, writer):
        self.writer = writer

    def on_iteration(self, iteration, stats):
        for name, value in stats.items():
            self.writer.add_scalar(f"train/{name}", value, iteration)
