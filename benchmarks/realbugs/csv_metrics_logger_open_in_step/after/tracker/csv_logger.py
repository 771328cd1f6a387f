import csv


class CSVLogger:
    """Appends one row of metrics per call to a CSV file, a local stand-in for an experiment tracker."""

    def __init__(self, path, fields):
        self.path = path
        self.fields = tuple(fields)
        with open(self.path, "w", newline="") as handle:
            csv.writer(handle).writerow(self.fields)

    def log(self, **metrics):
        with open(self.path, "a", newline="") as handle:
            csv.writer(handle).writerow([metrics[field] for field in self.fields])

    def rows(self):
        with open(self.path, newline="") as handle:
            return list(csv.DictReader(handle))
