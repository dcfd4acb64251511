/* The C interface (edge/runtime/edge_runtime.h) from C: c-api-test PROGRAM.pte INPUT.npy EXPECTED.npy
 * [--validation]. Loads the program from its file, mapped and from memory, runs each on the input, checks output 0
 * against the expected float32 array (max |y - ref| <= 1e-4 max |ref|), and checks that misuse and a corrupt
 * program are refused with a message. Prints "c-api-test: ok" and exits 0 when all hold. */
#include "edge/runtime/edge_runtime.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define EXPECT(condition, ...)                                                                                         \
  do {                                                                                                                 \
    if (!(condition)) {                                                                                                \
      fprintf(stderr, "c-api-test:%d: failed: %s: ", __LINE__, #condition);                                            \
      fprintf(stderr, __VA_ARGS__);                                                                                    \
      fprintf(stderr, "\n");                                                                                           \
      ++failures;                                                                                                      \
    }                                                                                                                  \
  } while (0)

/* A whole file; NULL if it cannot be read. */
static unsigned char *readAll(const char *path, size_t *size) {
  FILE *file = fopen(path, "rb");
  unsigned char *bytes = NULL;
  long length;
  if (!file)
    return NULL;
  if (fseek(file, 0, SEEK_END) == 0 && (length = ftell(file)) >= 0 && fseek(file, 0, SEEK_SET) == 0) {
    bytes = (unsigned char *)malloc((size_t)length + 1);
    if (bytes && fread(bytes, 1, (size_t)length, file) != (size_t)length) {
      free(bytes);
      bytes = NULL;
    }
    *size = (size_t)length;
  }
  fclose(file);
  return bytes;
}

/* The data of a version-1 .npy file of float32 (the test's own inputs): its start and byte count. */
static const float *npyData(const unsigned char *bytes, size_t size, size_t *nbytes) {
  size_t header;
  if (size < 10 || memcmp(bytes, "\x93NUMPY\x01", 7) != 0)
    return NULL;
  header = 10 + (size_t)bytes[8] + ((size_t)bytes[9] << 8);
  if (header > size)
    return NULL;
  *nbytes = size - header;
  return (const float *)(bytes + header);
}

/* Runs `model` on the input and checks output 0 against the expected values. */
static void runAndCheck(edge_model *model, const float *input, size_t inputBytes, const float *expected,
                        size_t expectedBytes) {
  edge_tensor_info in, out;
  const void *data = NULL;
  size_t i, n;
  double worst = 0, largest = 0;
  EXPECT(edge_model_num_inputs(model) == 1, "%zu inputs", edge_model_num_inputs(model));
  EXPECT(edge_model_num_outputs(model) >= 1, "no outputs");
  EXPECT(edge_model_input_info(model, 0, &in) == EDGE_OK, "%s", edge_last_error());
  EXPECT(strcmp(in.dtype, "f32") == 0 && in.element_size == 4, "input dtype %s", in.dtype);
  EXPECT(in.nbytes == inputBytes, "input of %llu bytes, the file has %zu", (unsigned long long)in.nbytes, inputBytes);
  EXPECT(edge_model_set_input(model, 0, input, inputBytes, in.shape, in.rank) == EDGE_OK, "%s", edge_last_error());
  EXPECT(edge_model_execute(model) == EDGE_OK, "%s", edge_last_error());
  EXPECT(edge_model_output(model, 0, &data, &out) == EDGE_OK, "%s", edge_last_error());
  if (!data || out.nbytes != expectedBytes || strcmp(out.dtype, "f32") != 0) {
    EXPECT(0, "output 0: %llu bytes of %s, expected %zu of f32", (unsigned long long)out.nbytes, out.dtype,
           expectedBytes);
    return;
  }
  n = expectedBytes / 4;
  for (i = 0; i < n; ++i)
    largest = fmax(largest, fabs(expected[i]));
  for (i = 0; i < n; ++i) {
    double difference = fabs((double)((const float *)data)[i] - expected[i]);
    EXPECT(difference <= 1e-4 * largest, "output[%zu] = %g, expected %g", i, ((const float *)data)[i], expected[i]);
    if (!(difference <= worst))
      worst = difference;
  }
  printf("c-api-test: %s: max |y - ref| = %g\n", edge_model_device_name(model), worst);
}

int main(int argc, char **argv) {
  size_t programSize = 0, inputSize = 0, expectedSize = 0, inputBytes = 0, expectedBytes = 0;
  unsigned char *program, *inputFile, *expectedFile;
  const float *input, *expected;
  edge_model_options options;
  edge_model *model = NULL;
  const void *data = NULL;
  if (argc < 4) {
    fprintf(stderr, "usage: c-api-test PROGRAM.pte INPUT.npy EXPECTED.npy [--validation]\n");
    return 2;
  }
  program = readAll(argv[1], &programSize);
  inputFile = readAll(argv[2], &inputSize);
  expectedFile = readAll(argv[3], &expectedSize);
  if (!program || !inputFile || !expectedFile) {
    fprintf(stderr, "c-api-test: cannot read the files given\n");
    return 2;
  }
  input = npyData(inputFile, inputSize, &inputBytes);
  expected = npyData(expectedFile, expectedSize, &expectedBytes);
  if (!input || !expected) {
    fprintf(stderr, "c-api-test: the input and expected output must be version-1 .npy files\n");
    return 2;
  }
  edge_model_options_init(&options);
  EXPECT(options.device_index == -1 && options.robust_buffer_access == 1 && options.wait_timeout_ms == 600000,
         "defaults");
  options.validation = argc > 4 && strcmp(argv[4], "--validation") == 0;

  /* From the file, then from memory (freed right after loading: the model keeps its own copy). */
  EXPECT(edge_model_load_file(argv[1], &options, &model) == EDGE_OK, "%s", edge_last_error());
  if (model) {
    int passed = 0;
    runAndCheck(model, input, inputBytes, expected, expectedBytes);
    /* The example the program carries (c-api.test compiles it with --bundle and --expect). */
    EXPECT(edge_model_verify(model, 1e-4, &passed) == EDGE_OK && passed == 1, "verify: %s", edge_last_error());
    EXPECT(edge_model_output(model, 99, &data, NULL) == EDGE_INVALID_ARGUMENT, "output 99");
    EXPECT(strstr(edge_last_error(), "output 99 requested") != NULL, "%s", edge_last_error());
    EXPECT(edge_model_set_input(model, 0, input, inputBytes - 4, NULL, 0) != EDGE_OK, "a short input");
    EXPECT(edge_model_set_input(model, 0, input, inputBytes, NULL, 3) == EDGE_INVALID_ARGUMENT, "a NULL shape");
    edge_model_free(model);
    model = NULL;
  }
  EXPECT(edge_model_map_file(argv[1], &options, &model) == EDGE_OK, "%s", edge_last_error());
  if (model)
    runAndCheck(model, input, inputBytes, expected, expectedBytes);
  edge_model_free(model);
  model = NULL;
  {
    unsigned char *copy = (unsigned char *)malloc(programSize);
    memcpy(copy, program, programSize);
    EXPECT(edge_model_load_memory(copy, programSize, &options, &model) == EDGE_OK, "%s", edge_last_error());
    free(copy);
    if (model)
      runAndCheck(model, input, inputBytes, expected, expectedBytes);
    edge_model_free(model);
    model = NULL;
  }

  /* Refused: a changed byte (the checksum), a missing file, a wrong timeout. */
  program[programSize / 2] ^= 1;
  EXPECT(edge_model_load_memory(program, programSize, &options, &model) == EDGE_INVALID_PROGRAM, "changed byte");
  EXPECT(model == NULL && strlen(edge_last_error()) > 0, "no model, a message");
  printf("c-api-test: corrupt: %s\n", edge_last_error());
  EXPECT(edge_model_load_file("/nonexistent.pte", NULL, &model) == EDGE_IO, "missing file");
  options.wait_timeout_ms = 0;
  program[programSize / 2] ^= 1;
  EXPECT(edge_model_load_memory(program, programSize, &options, &model) == EDGE_INVALID_ARGUMENT, "timeout 0");
  edge_model_free(NULL);

  free(program);
  free(inputFile);
  free(expectedFile);
  if (failures) {
    fprintf(stderr, "c-api-test: %d failed\n", failures);
    return 1;
  }
  printf("c-api-test: ok\n");
  return 0;
}
